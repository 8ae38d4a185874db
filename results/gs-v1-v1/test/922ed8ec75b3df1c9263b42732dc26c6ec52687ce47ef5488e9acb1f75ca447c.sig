{
  "algorithm": "ed25519",
  "content_sha256": "1cdfeac741f567807c6223a9188df340f1293781bf00bf818a63d515f865a847",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "922ed8ec75b3df1c9263b42732dc26c6ec52687ce47ef5488e9acb1f75ca447c",
  "schema": "gridshift.signature/1",
  "signature": "816427bfeb8e6d4a15f9c748287b05867b13c43dd26ce8b3a333d6561e20ebdbe6a88975805c10530ba7052361d52d1b1dbe12afcb17164675e14760aadaea01"
}
