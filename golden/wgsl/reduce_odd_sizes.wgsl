// wgsl backend; regenerate: python tools/regen_golden.py --only wgsl
// # odd trip counts 7 and 13, which leave a remainder in an unrolled or upcast loop: f16 row sums and
// # u8 row xors of 7x13 arrays
// kernel reduce_odd_sizes(%sums: f16[7], %bits: u8[7], %x: f16[91], %y: u8[91])
//   %i = range i32 7
//     %row = mul i32 %i, 13
//     %j = range reduce i32 13
//       %k = add i32 %row, %j
//       %v = load f16 %x[%k]
//     %s = reduce add f16 %v over %j
//     store %sums[%i], %s
//     %j2 = range reduce i32 13
//       %k2 = add i32 %row, %j2
//       %b = load u8 %y[%k2]
//     %o = reduce xor u8 %b over %j2
//     store %bits[%i], %o
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

// kernel reduce_odd_sizes: one invocation runs the whole kernel

@group(0) @binding(0) var<storage, read_write> sums: array<u32>;  // f16[7], packed
@group(0) @binding(1) var<storage, read_write> bits: array<u32>;  // u8[7], packed
@group(0) @binding(2) var<storage, read_write> x: array<u32>;  // f16[91], packed
@group(0) @binding(3) var<storage, read_write> y: array<u32>;  // u8[91], packed

@compute @workgroup_size(1)
fn main() {
    var t4: array<u32, 1>;
    var t5: array<u32, 1>;
    for (var i: i32 = 0i; i < 7i; i += 1i) {
        t4[0i] = 0x0000u;
        let row = (i * 13i);
        for (var j: i32 = 0i; j < 13i; j += 1i) {
            let t9 = t4[0i];
            let t10 = f16_to_f32(t9);
            let k = (row + j);
            let v = extractBits(x[u32(k) >> 1u], (u32(k) & 1u) * 16u, 16u);
            let t13 = f16_to_f32(v);
            let t14 = (opaque0(t10) + opaque1(t13));
            let t15 = f16_from_f32(t14);
            t4[0i] = t15;
        }  // end j
        let t16 = t4[0i];
        sums[u32(i) >> 1u] = insertBits(sums[u32(i) >> 1u], t16, (u32(i) & 1u) * 16u, 16u);
        t5[0i] = 0u;
        for (var j2: i32 = 0i; j2 < 13i; j2 += 1i) {
            let t18 = t5[0i];
            let t19 = t18;
            let k2 = (row + j2);
            let b = extractBits(y[u32(k2) >> 2u], (u32(k2) & 3u) * 8u, 8u);
            let t22 = b;
            let t23 = (t19 ^ t22);
            let t24 = (t23 & 0xffu);
            t5[0i] = t24;
        }  // end j2
        let t25 = t5[0i];
        bits[u32(i) >> 2u] = insertBits(bits[u32(i) >> 2u], t25, (u32(i) & 3u) * 8u, 8u);
    }  // end i
}
