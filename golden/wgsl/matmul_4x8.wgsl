// wgsl backend; regenerate: python tools/regen_golden.py --only wgsl
// # 16x16 float32 matrix multiply, c = a @ b, register-blocked: each 4x8 block of c is four
// # 8-lane accumulators (one register array per row of the block) updated with a broadcast
// # element of a times a row of b; the accumulators stay in ymm registers
// kernel matmul_4x8(%c: f32[256], %a: f32[256], %b: f32[256])
//   %acc0 = reg f32[8]
//   %zero = broadcast f32x8 0.0
//   %acc1 = reg f32[8]
//   %acc2 = reg f32[8]
//   %acc3 = reg f32[8]
//   %bi = range i32 4
//     %row = mul i32 %bi, 64
//     %bj = range i32 2
//       %acc0_j = after %acc0, %bj
//       %init0 = store %acc0_j[0], %zero
//       %col = mul i32 %bj, 8
//       %acc1_j = after %acc1, %bj
//       %init1 = store %acc1_j[0], %zero
//       %acc2_j = after %acc2, %bj
//       %init2 = store %acc2_j[0], %zero
//       %acc3_j = after %acc3, %bj
//       %init3 = store %acc3_j[0], %zero
//       %k = range i32 16
//         %acc0_k = after %acc0, %init0, %k
//         %a0i = add i32 %row, %k
//         %x0 = load f32 %a[%a0i]
//         %bx0 = broadcast f32x8 %x0
//         %kr = mul i32 %k, 16
//         %bk = add i32 %kr, %col
//         %y = load f32x8 %b[%bk]
//         %c0 = load f32x8 %acc0_k[0]
//         %s0 = mulacc f32x8 %bx0, %y, %c0
//         store %acc0_k[0], %s0
//         %acc1_k = after %acc1, %init1, %k
//         %a1i = add i32 %a0i, 16
//         %x1 = load f32 %a[%a1i]
//         %bx1 = broadcast f32x8 %x1
//         %c1 = load f32x8 %acc1_k[0]
//         %s1 = mulacc f32x8 %bx1, %y, %c1
//         store %acc1_k[0], %s1
//         %acc2_k = after %acc2, %init2, %k
//         %a2i = add i32 %a0i, 32
//         %x2 = load f32 %a[%a2i]
//         %bx2 = broadcast f32x8 %x2
//         %c2 = load f32x8 %acc2_k[0]
//         %s2 = mulacc f32x8 %bx2, %y, %c2
//         store %acc2_k[0], %s2
//         %acc3_k = after %acc3, %init3, %k
//         %a3i = add i32 %a0i, 48
//         %x3 = load f32 %a[%a3i]
//         %bx3 = broadcast f32x8 %x3
//         %c3 = load f32x8 %acc3_k[0]
//         %s3 = mulacc f32x8 %bx3, %y, %c3
//         store %acc3_k[0], %s3
//       %end_k = end %k
//       %acc0_done = after %acc0, %end_k
//       %t0 = load f32x8 %acc0_done[0]
//       %rc = add i32 %row, %col
//       store %c[%rc], %t0
//       %acc1_done = after %acc1, %end_k
//       %t1 = load f32x8 %acc1_done[0]
//       %o1 = add i32 %rc, 16
//       store %c[%o1], %t1
//       %acc2_done = after %acc2, %end_k
//       %t2 = load f32x8 %acc2_done[0]
//       %o2 = add i32 %rc, 32
//       store %c[%o2], %t2
//       %acc3_done = after %acc3, %end_k
//       %t3 = load f32x8 %acc3_done[0]
//       %o3 = add i32 %rc, 48
//       store %c[%o3], %t3
//     end %bj
//   end %bi

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

// kernel matmul_4x8: one invocation runs the whole kernel

@group(0) @binding(0) var<storage, read_write> c: array<f32>;
@group(0) @binding(1) var<storage, read_write> a: array<f32>;
@group(0) @binding(2) var<storage, read_write> b: array<f32>;

@compute @workgroup_size(1)
fn main() {
    var acc0: array<f32, 8>;
    let zero_0 = 0.0f;
    let zero_1 = 0.0f;
    let zero_2 = 0.0f;
    let zero_3 = 0.0f;
    let zero_4 = 0.0f;
    let zero_5 = 0.0f;
    let zero_6 = 0.0f;
    let zero_7 = 0.0f;
    var acc1: array<f32, 8>;
    var acc2: array<f32, 8>;
    var acc3: array<f32, 8>;
    for (var bi: i32 = 0i; bi < 4i; bi += 1i) {
        let row = (bi * 64i);
        for (var bj: i32 = 0i; bj < 2i; bj += 1i) {
            acc0[0i] = zero_0;
            acc0[(0i + 1)] = zero_1;
            acc0[(0i + 2)] = zero_2;
            acc0[(0i + 3)] = zero_3;
            acc0[(0i + 4)] = zero_4;
            acc0[(0i + 5)] = zero_5;
            acc0[(0i + 6)] = zero_6;
            acc0[(0i + 7)] = zero_7;
            let col = (bj * 8i);
            acc1[0i] = zero_0;
            acc1[(0i + 1)] = zero_1;
            acc1[(0i + 2)] = zero_2;
            acc1[(0i + 3)] = zero_3;
            acc1[(0i + 4)] = zero_4;
            acc1[(0i + 5)] = zero_5;
            acc1[(0i + 6)] = zero_6;
            acc1[(0i + 7)] = zero_7;
            acc2[0i] = zero_0;
            acc2[(0i + 1)] = zero_1;
            acc2[(0i + 2)] = zero_2;
            acc2[(0i + 3)] = zero_3;
            acc2[(0i + 4)] = zero_4;
            acc2[(0i + 5)] = zero_5;
            acc2[(0i + 6)] = zero_6;
            acc2[(0i + 7)] = zero_7;
            acc3[0i] = zero_0;
            acc3[(0i + 1)] = zero_1;
            acc3[(0i + 2)] = zero_2;
            acc3[(0i + 3)] = zero_3;
            acc3[(0i + 4)] = zero_4;
            acc3[(0i + 5)] = zero_5;
            acc3[(0i + 6)] = zero_6;
            acc3[(0i + 7)] = zero_7;
            for (var k: i32 = 0i; k < 16i; k += 1i) {
                let a0i = (row + k);
                let x0 = a[a0i];
                let bx0_0 = x0;
                let bx0_1 = x0;
                let bx0_2 = x0;
                let bx0_3 = x0;
                let bx0_4 = x0;
                let bx0_5 = x0;
                let bx0_6 = x0;
                let bx0_7 = x0;
                let kr = (k * 16i);
                let bk = (kr + col);
                let y_0 = b[bk];
                let y_1 = b[(bk + 1)];
                let y_2 = b[(bk + 2)];
                let y_3 = b[(bk + 3)];
                let y_4 = b[(bk + 4)];
                let y_5 = b[(bk + 5)];
                let y_6 = b[(bk + 6)];
                let y_7 = b[(bk + 7)];
                let t19_0 = (opaque0(bx0_0) * opaque1(y_0));
                let t19_1 = (opaque0(bx0_1) * opaque1(y_1));
                let t19_2 = (opaque0(bx0_2) * opaque1(y_2));
                let t19_3 = (opaque0(bx0_3) * opaque1(y_3));
                let t19_4 = (opaque0(bx0_4) * opaque1(y_4));
                let t19_5 = (opaque0(bx0_5) * opaque1(y_5));
                let t19_6 = (opaque0(bx0_6) * opaque1(y_6));
                let t19_7 = (opaque0(bx0_7) * opaque1(y_7));
                let c0_0 = acc0[0i];
                let c0_1 = acc0[(0i + 1)];
                let c0_2 = acc0[(0i + 2)];
                let c0_3 = acc0[(0i + 3)];
                let c0_4 = acc0[(0i + 4)];
                let c0_5 = acc0[(0i + 5)];
                let c0_6 = acc0[(0i + 6)];
                let c0_7 = acc0[(0i + 7)];
                let t21_0 = (opaque0(t19_0) + opaque1(c0_0));
                let t21_1 = (opaque0(t19_1) + opaque1(c0_1));
                let t21_2 = (opaque0(t19_2) + opaque1(c0_2));
                let t21_3 = (opaque0(t19_3) + opaque1(c0_3));
                let t21_4 = (opaque0(t19_4) + opaque1(c0_4));
                let t21_5 = (opaque0(t19_5) + opaque1(c0_5));
                let t21_6 = (opaque0(t19_6) + opaque1(c0_6));
                let t21_7 = (opaque0(t19_7) + opaque1(c0_7));
                acc0[0i] = t21_0;
                acc0[(0i + 1)] = t21_1;
                acc0[(0i + 2)] = t21_2;
                acc0[(0i + 3)] = t21_3;
                acc0[(0i + 4)] = t21_4;
                acc0[(0i + 5)] = t21_5;
                acc0[(0i + 6)] = t21_6;
                acc0[(0i + 7)] = t21_7;
                let a1i = (a0i + 16i);
                let x1 = a[a1i];
                let bx1_0 = x1;
                let bx1_1 = x1;
                let bx1_2 = x1;
                let bx1_3 = x1;
                let bx1_4 = x1;
                let bx1_5 = x1;
                let bx1_6 = x1;
                let bx1_7 = x1;
                let t25_0 = (opaque0(bx1_0) * opaque1(y_0));
                let t25_1 = (opaque0(bx1_1) * opaque1(y_1));
                let t25_2 = (opaque0(bx1_2) * opaque1(y_2));
                let t25_3 = (opaque0(bx1_3) * opaque1(y_3));
                let t25_4 = (opaque0(bx1_4) * opaque1(y_4));
                let t25_5 = (opaque0(bx1_5) * opaque1(y_5));
                let t25_6 = (opaque0(bx1_6) * opaque1(y_6));
                let t25_7 = (opaque0(bx1_7) * opaque1(y_7));
                let c1_0 = acc1[0i];
                let c1_1 = acc1[(0i + 1)];
                let c1_2 = acc1[(0i + 2)];
                let c1_3 = acc1[(0i + 3)];
                let c1_4 = acc1[(0i + 4)];
                let c1_5 = acc1[(0i + 5)];
                let c1_6 = acc1[(0i + 6)];
                let c1_7 = acc1[(0i + 7)];
                let t27_0 = (opaque0(t25_0) + opaque1(c1_0));
                let t27_1 = (opaque0(t25_1) + opaque1(c1_1));
                let t27_2 = (opaque0(t25_2) + opaque1(c1_2));
                let t27_3 = (opaque0(t25_3) + opaque1(c1_3));
                let t27_4 = (opaque0(t25_4) + opaque1(c1_4));
                let t27_5 = (opaque0(t25_5) + opaque1(c1_5));
                let t27_6 = (opaque0(t25_6) + opaque1(c1_6));
                let t27_7 = (opaque0(t25_7) + opaque1(c1_7));
                acc1[0i] = t27_0;
                acc1[(0i + 1)] = t27_1;
                acc1[(0i + 2)] = t27_2;
                acc1[(0i + 3)] = t27_3;
                acc1[(0i + 4)] = t27_4;
                acc1[(0i + 5)] = t27_5;
                acc1[(0i + 6)] = t27_6;
                acc1[(0i + 7)] = t27_7;
                let a2i = (a0i + 32i);
                let x2 = a[a2i];
                let bx2_0 = x2;
                let bx2_1 = x2;
                let bx2_2 = x2;
                let bx2_3 = x2;
                let bx2_4 = x2;
                let bx2_5 = x2;
                let bx2_6 = x2;
                let bx2_7 = x2;
                let t31_0 = (opaque0(bx2_0) * opaque1(y_0));
                let t31_1 = (opaque0(bx2_1) * opaque1(y_1));
                let t31_2 = (opaque0(bx2_2) * opaque1(y_2));
                let t31_3 = (opaque0(bx2_3) * opaque1(y_3));
                let t31_4 = (opaque0(bx2_4) * opaque1(y_4));
                let t31_5 = (opaque0(bx2_5) * opaque1(y_5));
                let t31_6 = (opaque0(bx2_6) * opaque1(y_6));
                let t31_7 = (opaque0(bx2_7) * opaque1(y_7));
                let c2_0 = acc2[0i];
                let c2_1 = acc2[(0i + 1)];
                let c2_2 = acc2[(0i + 2)];
                let c2_3 = acc2[(0i + 3)];
                let c2_4 = acc2[(0i + 4)];
                let c2_5 = acc2[(0i + 5)];
                let c2_6 = acc2[(0i + 6)];
                let c2_7 = acc2[(0i + 7)];
                let t33_0 = (opaque0(t31_0) + opaque1(c2_0));
                let t33_1 = (opaque0(t31_1) + opaque1(c2_1));
                let t33_2 = (opaque0(t31_2) + opaque1(c2_2));
                let t33_3 = (opaque0(t31_3) + opaque1(c2_3));
                let t33_4 = (opaque0(t31_4) + opaque1(c2_4));
                let t33_5 = (opaque0(t31_5) + opaque1(c2_5));
                let t33_6 = (opaque0(t31_6) + opaque1(c2_6));
                let t33_7 = (opaque0(t31_7) + opaque1(c2_7));
                acc2[0i] = t33_0;
                acc2[(0i + 1)] = t33_1;
                acc2[(0i + 2)] = t33_2;
                acc2[(0i + 3)] = t33_3;
                acc2[(0i + 4)] = t33_4;
                acc2[(0i + 5)] = t33_5;
                acc2[(0i + 6)] = t33_6;
                acc2[(0i + 7)] = t33_7;
                let a3i = (a0i + 48i);
                let x3 = a[a3i];
                let bx3_0 = x3;
                let bx3_1 = x3;
                let bx3_2 = x3;
                let bx3_3 = x3;
                let bx3_4 = x3;
                let bx3_5 = x3;
                let bx3_6 = x3;
                let bx3_7 = x3;
                let t37_0 = (opaque0(bx3_0) * opaque1(y_0));
                let t37_1 = (opaque0(bx3_1) * opaque1(y_1));
                let t37_2 = (opaque0(bx3_2) * opaque1(y_2));
                let t37_3 = (opaque0(bx3_3) * opaque1(y_3));
                let t37_4 = (opaque0(bx3_4) * opaque1(y_4));
                let t37_5 = (opaque0(bx3_5) * opaque1(y_5));
                let t37_6 = (opaque0(bx3_6) * opaque1(y_6));
                let t37_7 = (opaque0(bx3_7) * opaque1(y_7));
                let c3_0 = acc3[0i];
                let c3_1 = acc3[(0i + 1)];
                let c3_2 = acc3[(0i + 2)];
                let c3_3 = acc3[(0i + 3)];
                let c3_4 = acc3[(0i + 4)];
                let c3_5 = acc3[(0i + 5)];
                let c3_6 = acc3[(0i + 6)];
                let c3_7 = acc3[(0i + 7)];
                let t39_0 = (opaque0(t37_0) + opaque1(c3_0));
                let t39_1 = (opaque0(t37_1) + opaque1(c3_1));
                let t39_2 = (opaque0(t37_2) + opaque1(c3_2));
                let t39_3 = (opaque0(t37_3) + opaque1(c3_3));
                let t39_4 = (opaque0(t37_4) + opaque1(c3_4));
                let t39_5 = (opaque0(t37_5) + opaque1(c3_5));
                let t39_6 = (opaque0(t37_6) + opaque1(c3_6));
                let t39_7 = (opaque0(t37_7) + opaque1(c3_7));
                acc3[0i] = t39_0;
                acc3[(0i + 1)] = t39_1;
                acc3[(0i + 2)] = t39_2;
                acc3[(0i + 3)] = t39_3;
                acc3[(0i + 4)] = t39_4;
                acc3[(0i + 5)] = t39_5;
                acc3[(0i + 6)] = t39_6;
                acc3[(0i + 7)] = t39_7;
            }  // end k
            let t40_0 = acc0[0i];
            let t40_1 = acc0[(0i + 1)];
            let t40_2 = acc0[(0i + 2)];
            let t40_3 = acc0[(0i + 3)];
            let t40_4 = acc0[(0i + 4)];
            let t40_5 = acc0[(0i + 5)];
            let t40_6 = acc0[(0i + 6)];
            let t40_7 = acc0[(0i + 7)];
            let rc = (row + col);
            c[rc] = t40_0;
            c[(rc + 1)] = t40_1;
            c[(rc + 2)] = t40_2;
            c[(rc + 3)] = t40_3;
            c[(rc + 4)] = t40_4;
            c[(rc + 5)] = t40_5;
            c[(rc + 6)] = t40_6;
            c[(rc + 7)] = t40_7;
            let t42_0 = acc1[0i];
            let t42_1 = acc1[(0i + 1)];
            let t42_2 = acc1[(0i + 2)];
            let t42_3 = acc1[(0i + 3)];
            let t42_4 = acc1[(0i + 4)];
            let t42_5 = acc1[(0i + 5)];
            let t42_6 = acc1[(0i + 6)];
            let t42_7 = acc1[(0i + 7)];
            let o1 = (rc + 16i);
            c[o1] = t42_0;
            c[(o1 + 1)] = t42_1;
            c[(o1 + 2)] = t42_2;
            c[(o1 + 3)] = t42_3;
            c[(o1 + 4)] = t42_4;
            c[(o1 + 5)] = t42_5;
            c[(o1 + 6)] = t42_6;
            c[(o1 + 7)] = t42_7;
            let t44_0 = acc2[0i];
            let t44_1 = acc2[(0i + 1)];
            let t44_2 = acc2[(0i + 2)];
            let t44_3 = acc2[(0i + 3)];
            let t44_4 = acc2[(0i + 4)];
            let t44_5 = acc2[(0i + 5)];
            let t44_6 = acc2[(0i + 6)];
            let t44_7 = acc2[(0i + 7)];
            let o2 = (rc + 32i);
            c[o2] = t44_0;
            c[(o2 + 1)] = t44_1;
            c[(o2 + 2)] = t44_2;
            c[(o2 + 3)] = t44_3;
            c[(o2 + 4)] = t44_4;
            c[(o2 + 5)] = t44_5;
            c[(o2 + 6)] = t44_6;
            c[(o2 + 7)] = t44_7;
            let t46_0 = acc3[0i];
            let t46_1 = acc3[(0i + 1)];
            let t46_2 = acc3[(0i + 2)];
            let t46_3 = acc3[(0i + 3)];
            let t46_4 = acc3[(0i + 4)];
            let t46_5 = acc3[(0i + 5)];
            let t46_6 = acc3[(0i + 6)];
            let t46_7 = acc3[(0i + 7)];
            let o3 = (rc + 48i);
            c[o3] = t46_0;
            c[(o3 + 1)] = t46_1;
            c[(o3 + 2)] = t46_2;
            c[(o3 + 3)] = t46_3;
            c[(o3 + 4)] = t46_4;
            c[(o3 + 5)] = t46_5;
            c[(o3 + 6)] = t46_6;
            c[(o3 + 7)] = t46_7;
        }  // end bj
    }  // end bi
}
