{
  "algorithm": "ed25519",
  "content_sha256": "3669a2ba11b48095ca36163669c5a2a072f3e16765af1137d8ef92912e735139",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2ad9fcc788dcea7ea5b3b79f554a5f5ce3b8f2318c8bbb1787f670a2fe533fe4",
  "schema": "gridshift.signature/1",
  "signature": "24004e6c220b72daa04aa2f39b737dda7096c96547aefdcd1bc9df552ab809a9b9a45f511de69c2f32b56bf437f2bd9af4ffe0d0812b114533b54c66438cd70d"
}
