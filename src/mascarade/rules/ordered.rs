//! A small map from names to values that keeps the order it was written in, for the log's
//! `revealed`, `deal` and `moves` (a reader sees the reveals in the order the players were asked).

use std::fmt;

use serde::de::{MapAccess, Visitor};
use serde::ser::SerializeMap;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// An insertion-ordered map from names; duplicate keys are refused when read.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OrderedMap<V = String>(pub Vec<(String, V)>);

impl<V> Default for OrderedMap<V> {
    fn default() -> Self {
        OrderedMap(Vec::new())
    }
}

impl<V> OrderedMap<V> {
    /// Whether the map is empty.
    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

impl OrderedMap {
    /// The pairs in order.
    pub fn iter(&self) -> impl Iterator<Item = (&str, &str)> {
        self.0.iter().map(|(k, v)| (k.as_str(), v.as_str()))
    }

    /// The value for a key.
    pub fn get(&self, key: &str) -> Option<&str> {
        self.iter().find(|(k, _)| *k == key).map(|(_, v)| v)
    }
}

impl<K: Into<String>, V: Into<String>> FromIterator<(K, V)> for OrderedMap {
    fn from_iter<I: IntoIterator<Item = (K, V)>>(iter: I) -> Self {
        OrderedMap(
            iter.into_iter()
                .map(|(k, v)| (k.into(), v.into()))
                .collect(),
        )
    }
}

impl<V: Serialize> Serialize for OrderedMap<V> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let mut map = serializer.serialize_map(Some(self.0.len()))?;
        for (k, v) in &self.0 {
            map.serialize_entry(k, v)?;
        }
        map.end()
    }
}

impl<'de, V: Deserialize<'de>> Deserialize<'de> for OrderedMap<V> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct OrderedVisitor<V>(std::marker::PhantomData<V>);
        impl<'de, V: Deserialize<'de>> Visitor<'de> for OrderedVisitor<V> {
            type Value = OrderedMap<V>;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a map of names, such as `Ana: King`")
            }
            fn visit_map<A: MapAccess<'de>>(
                self,
                mut access: A,
            ) -> Result<OrderedMap<V>, A::Error> {
                let mut pairs: Vec<(String, V)> = Vec::new();
                // One look-up per key, however many a hostile file lists.
                let mut seen = std::collections::HashSet::new();
                while let Some((k, v)) = access.next_entry::<String, V>()? {
                    if !seen.insert(k.clone()) {
                        return Err(serde::de::Error::custom(crate::tr!(
                            "log-listed-twice",
                            key = k.as_str()
                        )));
                    }
                    pairs.push((k, v));
                }
                Ok(OrderedMap(pairs))
            }
        }
        deserializer.deserialize_map(OrderedVisitor(std::marker::PhantomData))
    }
}

impl<K: Into<String>> FromIterator<(K, i64)> for OrderedMap<i64> {
    fn from_iter<I: IntoIterator<Item = (K, i64)>>(iter: I) -> Self {
        OrderedMap(iter.into_iter().map(|(k, v)| (k.into(), v)).collect())
    }
}
