{
  "algorithm": "ed25519",
  "content_sha256": "07ea9498af4b1080e624bdca5a93a0270e030cf79fcb71148de10ef4f753e837",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8c6b118d4e4b7035fd93ca188ad4f0f1d0fd6bd585fb9bc2ac8229a3d59cc8c3",
  "schema": "gridshift.signature/1",
  "signature": "78b1d0b7af7171ce24f86ed276e47c65f74ae55cc126f38b8cdff3a70cd9f70cb1574a8c18f1e40aca457bbc4434441fc64c6e48a8bc8e51dd3cf0a4f79e3d0a"
}
