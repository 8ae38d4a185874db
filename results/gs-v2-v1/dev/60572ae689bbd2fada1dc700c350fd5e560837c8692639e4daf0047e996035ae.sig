{
  "algorithm": "ed25519",
  "content_sha256": "cd2330dc0f311ab271f34d3097f4416a285e3ad833bdec6a7eaf7f70a646cacd",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "60572ae689bbd2fada1dc700c350fd5e560837c8692639e4daf0047e996035ae",
  "schema": "gridshift.signature/1",
  "signature": "27313e51c5a019d60c9138d33aa586e1e27928b7a93eb6c38b982c699622c0058c957781fbce39bce718d7bb4346d52ecf70e978daa0b893029425ea8ac67e03"
}
