//! A value per player kept inline (no heap), so that copying a game's state — which the fold
//! does for every entry, to keep undo cheap — is a plain copy of a few hundred bytes.

use std::fmt;
use std::ops::{Deref, DerefMut};

/// The most players a game seats (R-SET-2: 13).
pub const CAPACITY: usize = 13;

/// Up to [`CAPACITY`] values, used as a slice.
#[derive(Clone, Copy)]
pub struct PerPlayer<T: Copy + Default> {
    len: u8,
    items: [T; CAPACITY],
}

impl<T: Copy + Default> PerPlayer<T> {
    /// `len` copies of `value`; `len` is at most [`CAPACITY`] (the setup guarantees it).
    pub fn filled(value: T, len: usize) -> Self {
        let len = len.min(CAPACITY);
        let mut items = [T::default(); CAPACITY];
        items[..len].fill(value);
        PerPlayer {
            len: len as u8,
            items,
        }
    }
}

impl<T: Copy + Default> FromIterator<T> for PerPlayer<T> {
    fn from_iter<I: IntoIterator<Item = T>>(iter: I) -> Self {
        let mut items = [T::default(); CAPACITY];
        let mut len = 0;
        for (slot, value) in items.iter_mut().zip(iter) {
            *slot = value;
            len += 1;
        }
        PerPlayer { len, items }
    }
}

impl<T: Copy + Default> Deref for PerPlayer<T> {
    type Target = [T];
    fn deref(&self) -> &[T] {
        &self.items[..usize::from(self.len)]
    }
}

impl<T: Copy + Default> DerefMut for PerPlayer<T> {
    fn deref_mut(&mut self) -> &mut [T] {
        &mut self.items[..usize::from(self.len)]
    }
}

impl<T: Copy + Default + PartialEq> PartialEq for PerPlayer<T> {
    fn eq(&self, other: &Self) -> bool {
        **self == **other
    }
}

impl<T: Copy + Default + Eq> Eq for PerPlayer<T> {}

impl<T: Copy + Default + PartialEq> PartialEq<Vec<T>> for PerPlayer<T> {
    fn eq(&self, other: &Vec<T>) -> bool {
        **self == **other
    }
}

impl<T: Copy + Default + PartialEq, const N: usize> PartialEq<[T; N]> for PerPlayer<T> {
    fn eq(&self, other: &[T; N]) -> bool {
        **self == other[..]
    }
}

impl<T: Copy + Default + fmt::Debug> fmt::Debug for PerPlayer<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.iter()).finish()
    }
}
