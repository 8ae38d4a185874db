{
  "algorithm": "ed25519",
  "content_sha256": "f6fb513fda19b3d75baad26949f156a8b40a02946f4619813d0181b7e7b6e853",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "582526fc43a3e05416005ba19758cdecf731fe2417f936be9ace5f9f01e14c29",
  "schema": "gridshift.signature/1",
  "signature": "3b0a9571ff01d7a4d643f947462842ef3d1ff9b455fdaa71ae99cf560562471f64ac577fbd851162736de39ae83d52abf7aaf29d61084f918da56746eb9fa60a"
}
