//! The random numbers of the simulators: SplitMix64, small and fast, and the same numbers for
//! the same seed on every machine (a seed names a run of games for good).

/// SplitMix64 (Steele, Lea and Flood, 2014): tiny, fast, and the same on every platform.
#[derive(Clone, Debug)]
pub struct SplitMix64(pub u64);

impl SplitMix64 {
    /// The next number.
    pub fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number in `0..n` (`n` > 0).
    pub fn below(&mut self, n: usize) -> usize {
        debug_assert!(n > 0);
        ((u128::from(self.next_u64()) * n as u128) >> 64) as usize
    }

    /// True with probability `percent` / 100.
    pub fn percent(&mut self, percent: usize) -> bool {
        self.below(100) < percent
    }

    /// One of `items` (not empty), each as likely.
    pub fn pick<T: Copy>(&mut self, items: &[T]) -> T {
        items[self.below(items.len())]
    }

    /// `items` in a random order.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            items.swap(i, self.below(i + 1));
        }
    }
}

/// The names simulated players get, in seating order.
pub const NAMES: [&str; 13] = [
    "Ana", "Bao", "Chi", "Dung", "Em", "Giang", "Huy", "Khanh", "Lan", "Minh", "Ngoc", "Phuong",
    "Quan",
];

/// The seed of game `index` of a run seeded with `seed`.
pub fn game_seed(seed: u64, index: usize) -> u64 {
    seed.wrapping_mul(1_000_003).wrapping_add(index as u64)
}
