// wgsl backend; regenerate: python tools/regen_golden.py --only wgsl
// # shifts by any count: counts are taken modulo the bit width, shr is arithmetic on signed
// kernel shifts(%left: i32[32], %right: i32[32], %uright: u16[32], %a: i32[32], %n: i32[32], %u: u16[32])
//   %i = range i32 32
//     %x = load i32 %a[%i]
//     %count = load i32 %n[%i]
//     %l = shl i32 %x, %count
//     store %left[%i], %l
//     %r = shr i32 %x, %count
//     store %right[%i], %r
//     %y = load u16 %u[%i]
//     %c16 = cast u16 %count
//     %ur = shr u16 %y, %c16
//     store %uright[%i], %ur
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

// kernel shifts: one invocation runs the whole kernel

@group(0) @binding(0) var<storage, read_write> left: array<i32>;
@group(0) @binding(1) var<storage, read_write> right: array<i32>;
@group(0) @binding(2) var<storage, read_write> uright: array<u32>;  // u16[32], packed
@group(0) @binding(3) var<storage, read_write> a: array<i32>;
@group(0) @binding(4) var<storage, read_write> n: array<i32>;
@group(0) @binding(5) var<storage, read_write> u: array<u32>;  // u16[32], packed

@compute @workgroup_size(1)
fn main() {
    for (var i: i32 = 0i; i < 32i; i += 1i) {
        let x = a[i];
        let count = n[i];
        let l = (x << (bitcast<u32>(count) & 31u));
        left[i] = l;
        let r = (x >> (bitcast<u32>(count) & 31u));
        right[i] = r;
        let y = extractBits(u[u32(i) >> 1u], (u32(i) & 1u) * 16u, 16u);
        let t12 = y;
        let c16 = (bitcast<u32>(count) & 0xffffu);
        let t14 = c16;
        let t15 = (t14 & 15u);
        let t16 = (t12 >> (t15 & 31u));
        let t17 = (t16 & 0xffffu);
        uright[u32(i) >> 1u] = insertBits(uright[u32(i) >> 1u], t17, (u32(i) & 1u) * 16u, 16u);
    }  // end i
}
