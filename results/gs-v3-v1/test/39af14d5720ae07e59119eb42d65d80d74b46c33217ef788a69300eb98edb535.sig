{
  "algorithm": "ed25519",
  "content_sha256": "9f194210290d3792a1532bc12b3110c611af3be7a0f3f02976f2123dc419df3d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "39af14d5720ae07e59119eb42d65d80d74b46c33217ef788a69300eb98edb535",
  "schema": "gridshift.signature/1",
  "signature": "2bde500db8fddf513c6460261e73dea2a12d84e8e1a036348c445e145dbe8877e2dfadcd6e46e8308cb7a71a221756db4dc46f384fa80b3f91fac57521c5de0b"
}
