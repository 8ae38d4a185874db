{
  "algorithm": "ed25519",
  "content_sha256": "5f07980e9e47c2fcb4711796865fb2dbc1a2d28559f81040c94c5effb5afe1e8",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "276fc312261c346a8a1f45ad1f13502fb37092f73012e27cdf1b0b1aa5a81c10",
  "schema": "gridshift.signature/1",
  "signature": "e8455d9709fba9047c58abf67025ab47b030b9514244dde08ac5d2846ee15d36932599310f319dff05493f63483f07ae0e7a7635b3362c48ad29ac7d01dc7b06"
}
