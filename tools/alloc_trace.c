// LD_PRELOAD library for tools/allocator_replay.py: logs the allocations of PyTorch's CPU allocator
// (c10::alloc_cpu, posix_memalign with 64-byte alignment) and the frees of those pointers, between
// vsize_trace_on(path) and vsize_trace_off(), one line each: "a ADDR BYTES", "f ADDR 0", and
// "m 0 N" for a mark the script sets. Build: gcc -O2 -shared -fPIC -o alloc_trace.so alloc_trace.c -ldl
#define _GNU_SOURCE
#include <dlfcn.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define SLOTS (1u << 22) // open addressing: the live traced pointers of one step
static uintptr_t slots[SLOTS];
static int (*real_memalign)(void **, size_t, size_t);
static void (*real_free)(void *);
static int out_fd = -1;
static volatile int tracing = 0;
static __thread int busy = 0; // no tracing of the tracer's own calls
static char buffer[1 << 16];
static size_t used = 0;

static void flush_buffer(void) {
  if (used && out_fd >= 0 && write(out_fd, buffer, used) < 0) perror("alloc_trace");
  used = 0;
}

static void emit(char kind, uintptr_t ptr, size_t bytes) {
  if (used > sizeof(buffer) - 64) flush_buffer();
  used += (size_t)snprintf(buffer + used, 64, "%c %lx %zu\n", kind, (unsigned long)ptr, bytes);
}

static unsigned slot_of(uintptr_t p) { return (unsigned)((p >> 6) * 2654435761u) & (SLOTS - 1); }

void vsize_trace_on(const char *path) {
  out_fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0644);
  tracing = 1;
}

void vsize_trace_off(void) {
  tracing = 0;
  flush_buffer();
  close(out_fd);
  out_fd = -1;
  memset(slots, 0, sizeof(slots));
}

void vsize_trace_mark(long mark) {
  if (tracing) emit('m', 0, (size_t)mark);
}

int posix_memalign(void **out, size_t alignment, size_t bytes) {
  if (!real_memalign) real_memalign = dlsym(RTLD_NEXT, "posix_memalign");
  int rc = real_memalign(out, alignment, bytes);
  if (tracing && !busy && rc == 0 && alignment == 64) {
    busy = 1;
    unsigned i = slot_of((uintptr_t)*out);
    while (slots[i]) i = (i + 1) & (SLOTS - 1);
    slots[i] = (uintptr_t)*out;
    emit('a', (uintptr_t)*out, bytes);
    busy = 0;
  }
  return rc;
}

// Removes p from the table (backward-shift deletion); returns whether it was traced.
static int forget(uintptr_t p) {
  unsigned i = slot_of(p);
  while (slots[i] && slots[i] != p) i = (i + 1) & (SLOTS - 1);
  if (!slots[i]) return 0;
  for (unsigned j = i;;) {
    j = (j + 1) & (SLOTS - 1);
    if (!slots[j]) break;
    unsigned home = slot_of(slots[j]);
    if ((j > i && (home <= i || home > j)) || (j < i && home <= i && home > j)) {
      slots[i] = slots[j];
      i = j;
    }
  }
  slots[i] = 0;
  return 1;
}

void free(void *p) {
  if (!real_free) real_free = dlsym(RTLD_NEXT, "free");
  if (tracing && p && !busy && forget((uintptr_t)p)) {
    busy = 1;
    emit('f', (uintptr_t)p, 0);
    busy = 0;
  }
  real_free(p);
}
