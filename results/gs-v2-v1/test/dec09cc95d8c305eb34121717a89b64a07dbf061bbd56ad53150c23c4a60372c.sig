{
  "algorithm": "ed25519",
  "content_sha256": "59881168e3e6a8584e03d3326f9e1ab3c95f77eabc2a275cda400583d8113917",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "dec09cc95d8c305eb34121717a89b64a07dbf061bbd56ad53150c23c4a60372c",
  "schema": "gridshift.signature/1",
  "signature": "2c9cc68a4ce18cfc3228966b26060bc1fd06063f54baf1dafe6dd5aa1fee9a8bc310ad787b238b4629e143677fe992beefd710190e5b89323541fb597a95dd0e"
}
