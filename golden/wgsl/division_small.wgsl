// wgsl backend; regenerate: python tools/regen_golden.py --only wgsl
// # division at 8 and 16 bits, where x86 uses ah and dx:ax
// kernel division_small(%q8: i8[32], %m16: u16[32], %a: i8[32], %b: i8[32], %c: u16[32], %d: u16[32])
//   %i = range i32 32
//     %x = load i8 %a[%i]
//     %y = load i8 %b[%i]
//     %q = idiv i8 %x, %y
//     store %q8[%i], %q
//     %u = load u16 %c[%i]
//     %v = load u16 %d[%i]
//     %m = mod u16 %u, %v
//     store %m16[%i], %m
//   end %i

// Float operands go through opaque0/opaque1 (operand 0 and 1 of an op): an xor with a zero
// the compiler cannot see, so it cannot apply its algebra to a float expression (Mesa
// rewrites a*b + a*c to a*(b + c), a - a to 0 and a + 0.0 to a: naga marks no float op exact).
struct Opaque { zero0: u32, zero1: u32 }
@group(1) @binding(0) var<uniform> opaque: Opaque;
fn opaque0(x: f32) -> f32 { return bitcast<f32>(bitcast<u32>(x) ^ opaque.zero0); }
fn opaque1(x: f32) -> f32 { return bitcast<f32>(bitcast<u32>(x) ^ opaque.zero1); }

// binary16 bits -> f32 (exact: every f16 is an f32)
fn f16_to_f32(h: u32) -> f32 {
    let sign = (h & 0x8000u) << 16u;
    let exponent = (h >> 10u) & 0x1fu;
    let mantissa = h & 0x3ffu;
    if (exponent == 0x1fu) {
        return bitcast<f32>(sign | 0x7f800000u | (mantissa << 13u));  // inf, NaN
    }
    if (exponent == 0u) {
        let magnitude = f32(mantissa) * 0x1p-24f;  // zero or denormal, exact
        return bitcast<f32>(sign | bitcast<u32>(magnitude));
    }
    return bitcast<f32>(sign | ((exponent + 112u) << 23u) | (mantissa << 13u));
}

// f32 -> binary16 bits, rounded to nearest-even
fn f16_from_f32(x: f32) -> u32 {
    let bits = bitcast<u32>(x);
    let sign = (bits >> 16u) & 0x8000u;
    let exponent = (bits >> 23u) & 0xffu;
    let mantissa = bits & 0x7fffffu;
    if (exponent == 0xffu) {
        return sign | select(0x7c00u, 0x7e00u, mantissa != 0u);
    }
    let e = i32(exponent) - 127 + 15;  // biased f16 exponent
    if (e >= 31) {
        return sign | 0x7c00u;
    }
    if (e < -10) {
        return sign;  // below half the smallest denormal (f32 denormals included)
    }
    let full = mantissa | 0x800000u;  // 24 significant bits
    let shift = select(13u, u32(14 - e), e <= 0);  // keep 11 bits, fewer for denormals
    let kept = full >> shift;
    let rest = full & ((1u << shift) - 1u);
    let half = 1u << (shift - 1u);
    var rounded = kept;
    if (rest > half || (rest == half && (kept & 1u) == 1u)) {
        rounded += 1u;  // a carry out of the mantissa correctly bumps the exponent
    }
    return sign | select((u32(e - 1) << 10u) + rounded, rounded, e <= 0);
}

// kernel division_small: one invocation runs the whole kernel

@group(0) @binding(0) var<storage, read_write> q8: array<u32>;  // i8[32], packed
@group(0) @binding(1) var<storage, read_write> m16: array<u32>;  // u16[32], packed
@group(0) @binding(2) var<storage, read_write> a: array<u32>;  // i8[32], packed
@group(0) @binding(3) var<storage, read_write> b: array<u32>;  // i8[32], packed
@group(0) @binding(4) var<storage, read_write> c: array<u32>;  // u16[32], packed
@group(0) @binding(5) var<storage, read_write> d: array<u32>;  // u16[32], packed

@compute @workgroup_size(1)
fn main() {
    for (var i: i32 = 0i; i < 32i; i += 1i) {
        let x = extractBits(bitcast<i32>(extractBits(a[u32(i) >> 2u], (u32(i) & 3u) * 8u, 8u)), 0u, 8u);
        let t8 = x;
        let y = extractBits(bitcast<i32>(extractBits(b[u32(i) >> 2u], (u32(i) & 3u) * 8u, 8u)), 0u, 8u);
        let t10 = y;
        let t11 = (t8 / t10);
        let t12 = extractBits(t11, 0u, 8u);
        q8[u32(i) >> 2u] = insertBits(q8[u32(i) >> 2u], bitcast<u32>(t12), (u32(i) & 3u) * 8u, 8u);
        let u = extractBits(c[u32(i) >> 1u], (u32(i) & 1u) * 16u, 16u);
        let t14 = u;
        let v = extractBits(d[u32(i) >> 1u], (u32(i) & 1u) * 16u, 16u);
        let t16 = v;
        let t17 = (t14 % t16);
        let t18 = (t17 & 0xffffu);
        m16[u32(i) >> 1u] = insertBits(m16[u32(i) >> 1u], t18, (u32(i) & 1u) * 16u, 16u);
    }  // end i
}
