#pragma once
// Unit constants. GB = 10^9 bytes everywhere; GiB = 2^30 is always named as such.
namespace vsize::units {

inline constexpr double k_bytes_per_gb = 1e9;
inline constexpr double k_bytes_per_gib = 1073741824.0;
inline constexpr double k_bytes_per_mb = 1e6;
inline constexpr double k_bytes_per_tb = 1e12;
inline constexpr double k_flops_per_tflop = 1e12;
inline constexpr double k_flops_per_gflop = 1e9;
inline constexpr double k_btu_per_h_per_w = 3.412142; // 1 W = 3.412142 BTU/h (NIST SP 811)
inline constexpr double k_sqrt3 = 1.7320508075688772;
inline constexpr double k_s_per_h = 3600.0;

inline constexpr double gb(double bytes) { return bytes / k_bytes_per_gb; }
inline constexpr double from_gb(double v_gb) { return v_gb * k_bytes_per_gb; }

} // namespace vsize::units
