{
  "algorithm": "ed25519",
  "content_sha256": "6488e17f802acd07f28fdf8e7d5cd5b3b210e3a5d60a38ddc3f9b684e8da8414",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "bd0d3a3023cea0638f2c383cf35ec3754a1ce467d9e5eddcd258a7fe914e5bff",
  "schema": "gridshift.signature/1",
  "signature": "344d1e31d644d979029dbcd35f43ae2295887a9952571e78ba909ce05365ea1316f8dbb22185f560f78fc910146fef56565260d8590f3175a585b204e9d60504"
}
