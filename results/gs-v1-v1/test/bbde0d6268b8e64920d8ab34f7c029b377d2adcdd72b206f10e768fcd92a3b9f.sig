{
  "algorithm": "ed25519",
  "content_sha256": "fa24becfaf79fd28c9c2692ad1fa0c95f5f0f8981fbf2f9ac108655567c28980",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "bbde0d6268b8e64920d8ab34f7c029b377d2adcdd72b206f10e768fcd92a3b9f",
  "schema": "gridshift.signature/1",
  "signature": "b90491e47713d22c68e925b5de4781c7f10e2af49d8611a6fba3f346d32bbcd11d3282e2825acd7910e80b315b12f196625c1ac745b041987a4538106ef92001"
}
