{
  "algorithm": "ed25519",
  "content_sha256": "fb32c3d67147e981d40411d477b1328950a3a35f36b5022772da70db76fa2942",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "8e49cae4959fce9b589533a03f9c6cd4b0c605cd80b8679bdc7d08ce0104a2f7",
  "schema": "gridshift.signature/1",
  "signature": "f36bd833904de3921ebd15eeef8eb687fd911786a1b96c85b288e4e764d2463c534f8136d06a737dc37cda7e2e85ba8e92a9cc418053b9973ed5290229bfb803"
}
