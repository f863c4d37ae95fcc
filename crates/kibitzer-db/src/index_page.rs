//! The position index's pages: many positions' entry blobs (see `position_entries`) packed in
//! key order into one SQLite row of at most [`PAGE_LIMIT_BYTES`] (one 8 KB page of the file), so
//! that an import writes a few thousand rows where it would write millions, each page appended
//! whole.
//!
//! A page: its first key (8 bytes, little endian, as stored: a signed 64-bit integer), then per
//! position the key's distance from the one before (a varint; 0 for the first), the length of
//! its entries (a varint) and the entries.

use crate::varint::{get_varint, put_varint};

/// A page holds at most this many bytes (unless one position alone takes more): with its
/// columns it fits one 8 KB page of SQLite's table (8,157 bytes a row before overflow).
pub const PAGE_LIMIT_BYTES: usize = 8_000;

// The row's other columns and header take under 30 bytes; a leaf row of an 8,192-byte page
// overflows past 8,157.
const _: () = assert!(PAGE_LIMIT_BYTES + 15 + 30 <= 8_157);

/// A page being filled.
#[derive(Default)]
pub struct PageBuilder {
    bytes: Vec<u8>,
    first_key: i64,
    last_key: i64,
}

impl PageBuilder {
    /// Adds the position `key` (greater than any added before) with its `entries`; when it
    /// does not fit, the page so far is returned (its first key and bytes) and the position
    /// starts the next.
    pub fn push(&mut self, key: i64, entries: &[u8]) -> Option<(i64, Vec<u8>)> {
        // The key's distance and the length take at most 10 + 5 bytes.
        let full =
            !self.bytes.is_empty() && self.bytes.len() + 15 + entries.len() > PAGE_LIMIT_BYTES;
        let done = if full { self.take() } else { None };
        if self.bytes.is_empty() {
            self.bytes.reserve(PAGE_LIMIT_BYTES);
            self.bytes.extend_from_slice(&key.to_le_bytes());
            self.first_key = key;
            self.last_key = key;
        }
        debug_assert!(key >= self.last_key, "page keys must come in order");
        put_varint(&mut self.bytes, key.wrapping_sub(self.last_key) as u64);
        put_varint(&mut self.bytes, entries.len() as u64);
        self.bytes.extend_from_slice(entries);
        self.last_key = key;
        done
    }

    /// The page's first key and bytes, leaving the builder empty; `None` when nothing was added.
    pub fn take(&mut self) -> Option<(i64, Vec<u8>)> {
        if self.bytes.is_empty() {
            return None;
        }
        Some((self.first_key, std::mem::take(&mut self.bytes)))
    }
}

/// A page that cannot be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct MalformedPage;

/// Where the reading of a page stands (the page itself is held elsewhere).
#[derive(Clone, Copy, Debug)]
pub struct PageCursor {
    at: usize,
    key: i64,
}

impl PageCursor {
    /// A cursor before the first position of `page`.
    pub fn start(page: &[u8]) -> Result<PageCursor, MalformedPage> {
        let head = page.get(..8).ok_or(MalformedPage)?;
        let key = i64::from_le_bytes(head.try_into().map_err(|_| MalformedPage)?);
        Ok(PageCursor { at: 8, key })
    }

    /// The next position of `page` (the one this cursor started on): its key and where its
    /// entries lie; `None` at the page's end.
    pub fn next(
        &mut self,
        page: &[u8],
    ) -> Result<Option<(i64, std::ops::Range<usize>)>, MalformedPage> {
        if self.at >= page.len() {
            return Ok(None);
        }
        let mut at = self.at;
        let distance = get_varint(page, &mut at).ok_or(MalformedPage)?;
        let length = get_varint(page, &mut at).ok_or(MalformedPage)?;
        let end = usize::try_from(length)
            .ok()
            .and_then(|length| at.checked_add(length))
            .filter(|end| *end <= page.len())
            .ok_or(MalformedPage)?;
        self.at = end;
        self.key = self.key.wrapping_add(distance as i64);
        Ok(Some((self.key, at..end)))
    }
}

/// The positions of `page` in key order, each key with its entries; a malformed page yields
/// one `Err` and stops.
pub fn page_records(page: &[u8]) -> impl Iterator<Item = Result<(i64, &[u8]), MalformedPage>> {
    let mut cursor = PageCursor::start(page);
    std::iter::from_fn(move || {
        let step = match &mut cursor {
            Ok(c) => c.next(page),
            Err(e) => Err(*e),
        };
        match step {
            Ok(Some((key, range))) => Some(Ok((key, &page[range]))),
            Ok(None) => None,
            Err(e) => {
                cursor = Ok(PageCursor {
                    at: page.len(),
                    key: 0,
                });
                Some(Err(e))
            }
        }
    })
}

/// The entries of `key` in `page`: `Ok(None)` when the page does not hold it.
pub fn find_in_page(page: &[u8], key: i64) -> Result<Option<&[u8]>, MalformedPage> {
    for record in page_records(page) {
        let (at, entries) = record?;
        if at == key {
            return Ok(Some(entries));
        }
        if at > key {
            break;
        }
    }
    Ok(None)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn positions_come_back_in_order_and_are_found() {
        let mut builder = PageBuilder::default();
        assert!(builder.take().is_none());
        let keys = [i64::MIN, -5, 0, 7, i64::MAX];
        for (n, key) in keys.iter().enumerate() {
            assert!(builder.push(*key, &vec![n as u8; n]).is_none());
        }
        let (first, page) = builder.take().unwrap();
        assert_eq!(first, i64::MIN);
        let read: Vec<(i64, usize)> = page_records(&page)
            .map(|r| r.map(|(k, e)| (k, e.len())).unwrap())
            .collect();
        assert_eq!(
            read,
            vec![(i64::MIN, 0), (-5, 1), (0, 2), (7, 3), (i64::MAX, 4)]
        );
        assert_eq!(find_in_page(&page, 7).unwrap(), Some(&[3u8, 3, 3][..]));
        assert_eq!(find_in_page(&page, 6).unwrap(), None);
        assert!(builder.take().is_none());
    }

    #[test]
    fn a_cut_page_is_malformed_not_a_panic() {
        let mut builder = PageBuilder::default();
        builder.push(1, &[9; 20]);
        builder.push(2, &[8; 20]);
        assert!(builder.push(3, &[7; PAGE_LIMIT_BYTES]).is_some());
        assert_eq!(
            builder.take().map(|(k, p)| (k, p.len())),
            Some((3, 8 + 1 + 2 + PAGE_LIMIT_BYTES))
        );
        builder.push(1, &[9; 20]);
        builder.push(2, &[8; 20]);
        let (_, page) = builder.take().unwrap();
        for cut in 0..page.len() {
            let records: Vec<_> = page_records(&page[..cut]).collect();
            assert!(
                cut == 8 || cut == 8 + 22 || records.iter().any(Result::is_err),
                "cut at {cut}"
            );
        }
        assert_eq!(find_in_page(&page[..3], 1), Err(MalformedPage));
    }

    #[test]
    fn a_page_closes_before_it_passes_its_limit() {
        let mut builder = PageBuilder::default();
        let mut key = 0;
        let page = loop {
            if let Some(page) = builder.push(key, &[0; 100]) {
                break page;
            }
            key += 1;
        };
        // 8 bytes of first key, then 102 a position (1 of distance, 1 of length).
        assert_eq!(
            page.1.len(),
            8 + 102 * ((PAGE_LIMIT_BYTES - 8 - 15 + 2) / 102)
        );
        assert!(page.1.len() <= PAGE_LIMIT_BYTES);
        assert_eq!(page_records(&page.1).count() as i64, key);
        // The position that did not fit starts the next page.
        assert_eq!(builder.take().map(|(first, _)| first), Some(key));
    }
}
