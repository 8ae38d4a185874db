{
  "algorithm": "ed25519",
  "content_sha256": "fd249e6fa968825a94efb14e751ee8615234f6a88e602252fdc1c2c859748043",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "94672dfc4f92c2781c191c4a3aeca3691281673b9f1c1bc61defd24b3903291f",
  "schema": "gridshift.signature/1",
  "signature": "5d7807aad828feefd1ad4cdd272b8c71b9b5b68a612540e90e198ec201f4c020f194ed64268bfaab95807b9856a30d010b2d555c93f7cdfa3d90682a435a8c06"
}
