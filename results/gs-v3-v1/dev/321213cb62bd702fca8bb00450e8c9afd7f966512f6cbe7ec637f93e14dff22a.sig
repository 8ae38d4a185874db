{
  "algorithm": "ed25519",
  "content_sha256": "a6dbf6cab81bd818033e31811caca2fef5a67fc8a838299a6c84aaeb70929a64",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "321213cb62bd702fca8bb00450e8c9afd7f966512f6cbe7ec637f93e14dff22a",
  "schema": "gridshift.signature/1",
  "signature": "af2b3339bf473fbc4f8bce1dc0d7e5f209aa89f57038c5efcd1a29a918eb0cd88e32735cdda67726cb7e5bbe67db34eb9c7c21e85f7bbdfa1b831c321ccc3c0b"
}
