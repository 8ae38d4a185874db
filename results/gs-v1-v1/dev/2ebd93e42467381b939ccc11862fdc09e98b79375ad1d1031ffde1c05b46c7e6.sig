{
  "algorithm": "ed25519",
  "content_sha256": "ea4c635540156c583ea593c17d7cc8eff088346ffa330318d41dc00d87ff51df",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2ebd93e42467381b939ccc11862fdc09e98b79375ad1d1031ffde1c05b46c7e6",
  "schema": "gridshift.signature/1",
  "signature": "318db6e5ffde07ebf7f7e2f8c6c5cf0d6063eb0d3b9c56feb8634c46cb018bbc5ae2a175550f4aeae7fbb94aca86c9ce24b52f9f6b230732e479443102c01f0d"
}
