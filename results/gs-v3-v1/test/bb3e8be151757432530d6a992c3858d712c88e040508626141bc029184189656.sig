{
  "algorithm": "ed25519",
  "content_sha256": "b3c908ab743dbdafefcfb00ddabb6d6442a9e907f883c95df2951050cbc0b5bb",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "bb3e8be151757432530d6a992c3858d712c88e040508626141bc029184189656",
  "schema": "gridshift.signature/1",
  "signature": "da5d7d08f54170f5ef7e637e1e444caced0b028b1fe573c60c9d23d727fae4f024b0502723c16a44bba3ffa3720181b34bf66e85e8ab05dc06bde2253b54c307"
}
