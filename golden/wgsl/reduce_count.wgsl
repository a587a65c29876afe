// wgsl backend; regenerate: python tools/regen_golden.py --only wgsl
// # counting with a reduce of cast comparisons: per row of a 4x12 f32 matrix, the i32 number of
// # positive elements and of NaNs
// kernel reduce_count(%positive: i32[4], %nans: i32[4], %x: f32[48])
//   %i = range i32 4
//     %row = mul i32 %i, 12
//     %j = range reduce i32 12
//       %k = add i32 %row, %j
//       %v = load f32 %x[%k]
//       %above = cmplt bool 0.0, %v
//       %one = cast i32 %above
//     %p = reduce add i32 %one over %j
//     store %positive[%i], %p
//     %j2 = range reduce i32 12
//       %k2 = add i32 %row, %j2
//       %v2 = load f32 %x[%k2]
//       %nan = cmpne bool %v2, %v2
//       %n = cast i32 %nan
//     %c = reduce add i32 %n over %j2
//     store %nans[%i], %c
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

// kernel reduce_count: one invocation runs the whole kernel

@group(0) @binding(0) var<storage, read_write> positive: array<i32>;
@group(0) @binding(1) var<storage, read_write> nans: array<i32>;
@group(0) @binding(2) var<storage, read_write> x: array<f32>;

@compute @workgroup_size(1)
fn main() {
    var t3: array<i32, 1>;
    var t4: array<i32, 1>;
    for (var i: i32 = 0i; i < 4i; i += 1i) {
        t3[0i] = 0i;
        let row = (i * 12i);
        for (var j: i32 = 0i; j < 12i; j += 1i) {
            let t8 = t3[0i];
            let k = (row + j);
            let v = x[k];
            let above = (opaque0(0.0f) < opaque1(v));
            let one = select(0i, 1i, above);
            let t13 = (t8 + one);
            t3[0i] = t13;
        }  // end j
        let t14 = t3[0i];
        positive[i] = t14;
        t4[0i] = 0i;
        for (var j2: i32 = 0i; j2 < 12i; j2 += 1i) {
            let t16 = t4[0i];
            let k2 = (row + j2);
            let v2 = x[k2];
            let nan = !(opaque0(v2) == opaque1(v2));
            let n = select(0i, 1i, nan);
            let t21 = (t16 + n);
            t4[0i] = t21;
        }  // end j2
        let t22 = t4[0i];
        nans[i] = t22;
    }  // end i
}
