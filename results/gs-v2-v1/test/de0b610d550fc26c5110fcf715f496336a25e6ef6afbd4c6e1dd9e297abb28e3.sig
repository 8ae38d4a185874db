{
  "algorithm": "ed25519",
  "content_sha256": "f5e8b0ea5b9715efdd03bebd8e4d97595a13466dbbff5945cf53d1a03d829e53",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "de0b610d550fc26c5110fcf715f496336a25e6ef6afbd4c6e1dd9e297abb28e3",
  "schema": "gridshift.signature/1",
  "signature": "bea5902ff1eb049835c170c4ecbefaa9e75019a7def8c94221e4655b30a7ad6cebb2d2a50666068ac65b05078602a482c87958298390d3ccd3ad753d8f946600"
}
