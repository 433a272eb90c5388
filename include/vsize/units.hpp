#pragma once
// Unit constants and conversions. GB = 10^9 bytes everywhere; GiB = 2^30 is always named as
// such. Convert with these helpers, never with a bare 1e9.
namespace vsize::units {

inline constexpr double k_bytes_per_gb = 1e9;
inline constexpr double k_bytes_per_gib = 1073741824.0;
inline constexpr double k_bytes_per_mb = 1e6;
// NVIDIA counts cache sizes in binary megabytes ("96 MB" L2 = 98,304 KB).
inline constexpr double k_bytes_per_mib = 1048576.0;
inline constexpr double k_bytes_per_tb = 1e12;
inline constexpr double k_flops_per_tflop = 1e12;
inline constexpr double k_flops_per_gflop = 1e9;
inline constexpr double k_params_per_m = 1e6;
inline constexpr double k_px_per_mp = 1e6;
inline constexpr double k_btu_per_h_per_w = 3.412142; // 1 W = 3.412142 BTU/h (NIST SP 811)
inline constexpr double k_sqrt3 = 1.7320508075688772;
inline constexpr double k_s_per_ms = 1e-3;
inline constexpr double k_s_per_us = 1e-6;
inline constexpr double k_s_per_h = 3600.0;
inline constexpr double k_w_per_kw = 1000.0;
inline constexpr double k_bits_per_byte = 8.0;
inline constexpr double k_bits_per_gbit = 1e9;
inline constexpr double k_bits_per_mbit = 1e6;

// Bytes of one element: FP32 (IEEE 754 binary32), FP16 or BF16 (the half types under AMP), and
// one 8-bit RGB pixel.
inline constexpr double k_fp32_bytes = 4.0;
inline constexpr double k_half_bytes = 2.0;
inline constexpr double k_rgb_bytes_per_px = 3.0;

inline constexpr double gb(double bytes) { return bytes / k_bytes_per_gb; }
inline constexpr double gib(double bytes) { return bytes / k_bytes_per_gib; }
inline constexpr double mb(double bytes) { return bytes / k_bytes_per_mb; }
inline constexpr double tb(double bytes) { return bytes / k_bytes_per_tb; }
inline constexpr double from_gb(double v_gb) { return v_gb * k_bytes_per_gb; }
inline constexpr double from_mb(double v_mb) { return v_mb * k_bytes_per_mb; }
inline constexpr double from_tb(double v_tb) { return v_tb * k_bytes_per_tb; }
inline constexpr double ms(double s) { return s / k_s_per_ms; }
inline constexpr double from_ms(double v_ms) { return v_ms * k_s_per_ms; }
inline constexpr double from_us(double v_us) { return v_us * k_s_per_us; }
inline constexpr double h(double s) { return s / k_s_per_h; }
inline constexpr double from_h(double v_h) { return v_h * k_s_per_h; }
// Bytes per second of a link or stream given in Gb/s or Mb/s.
inline constexpr double from_gbit_s(double v_gbit_s) { return v_gbit_s * k_bits_per_gbit / k_bits_per_byte; }
inline constexpr double from_mbit_s(double v_mbit_s) { return v_mbit_s * k_bits_per_mbit / k_bits_per_byte; }
inline constexpr double gflops(double flops) { return flops / k_flops_per_gflop; }
inline constexpr double tflops(double flops) { return flops / k_flops_per_tflop; }

} // namespace vsize::units
