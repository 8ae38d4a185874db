{
  "algorithm": "ed25519",
  "content_sha256": "f62da8cd3bd832eda7ffba3a1259263b05d333ab9f692aaec98a903006bad93b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7adeac147471aa11cce13bc145c07dce562cdcc99c2dda62855c17e890afd8b8",
  "schema": "gridshift.signature/1",
  "signature": "89757cece729bf0a5d963f4dbd76eee130b96a642ba7dade77705efe852777fe734f7d5042796d1d16655af81f7d09ae183891bfd56444cc28faae9eff848a02"
}
