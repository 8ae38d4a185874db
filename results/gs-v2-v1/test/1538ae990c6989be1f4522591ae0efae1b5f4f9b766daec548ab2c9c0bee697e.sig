{
  "algorithm": "ed25519",
  "content_sha256": "871c1951942c472ff5f618c4a8075579c7cac313dd944397f0027b0b083adca8",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1538ae990c6989be1f4522591ae0efae1b5f4f9b766daec548ab2c9c0bee697e",
  "schema": "gridshift.signature/1",
  "signature": "b3902bd8e3b5864d6cb67175549f87ffd594f05ade38dcedbf4f011d2c3ef4ebb68705c2831a3b58aa754f4f544afb77b37810f1468bf490fc2867f0b661fe08"
}
