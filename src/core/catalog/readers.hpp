#pragma once
// The schema of every record kind: one read_record overload per record type, which reads and
// checks its fields (docs/catalog.md). Provenance is read before (RecordReader::provenance).
#include "json_reader.hpp"

#include "vsize/catalog.hpp"

namespace vsize::catalog_io {

void read_record(RecordReader& r, GpuSpec& g);
void read_record(RecordReader& r, CpuSpec& c);
void read_record(RecordReader& r, DimmSpec& d);
void read_record(RecordReader& r, PsuSpec& p);
void read_record(RecordReader& r, CircuitSpec& c);
void read_record(RecordReader& r, DriveSpec& d);
void read_record(RecordReader& r, NicSpec& n);
void read_record(RecordReader& r, BridgeSpec& b);
void read_record(RecordReader& r, SwitchSpec& s);
void read_record(RecordReader& r, FabricSpec& f);
void read_record(RecordReader& r, VideoFormatSpec& v);
void read_record(RecordReader& r, FamilySpec& f);
void read_record(RecordReader& r, ModelSpec& m);
void read_record(RecordReader& r, Assumption& a);
void read_record(RecordReader& r, PlatformSpec& p);
void read_record(RecordReader& r, LineupSpec& l);
void read_record(RecordReader& r, PriceSpec& p);
void read_record(RecordReader& r, ExchangeRateSpec& x);
void read_record(RecordReader& r, TariffSpec& t);
void read_record(RecordReader& r, RentSpec& x);

} // namespace vsize::catalog_io
