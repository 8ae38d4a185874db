{
  "algorithm": "ed25519",
  "content_sha256": "216e2bfae3909a3b59b3527fff7998a482b526464429ac424fbfd03349ac8703",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b03cdeb472316a584e7c34042d1e88b59015fc4887e7424cf5e0fb93971d0713",
  "schema": "gridshift.signature/1",
  "signature": "933f64fcbe3c8c9a7fb00bd322f15cc404856c434a6b08cf4997db5fff69cd4df153b668de1f894c0313ff1ac3f35734bac002cd6320916ff98e967b1c284f0c"
}
