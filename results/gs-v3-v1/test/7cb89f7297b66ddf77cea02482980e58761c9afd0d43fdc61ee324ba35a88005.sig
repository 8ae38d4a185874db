{
  "algorithm": "ed25519",
  "content_sha256": "a48c1535ac6dbf4b12b10f63d48e48ae51b8ac9eb671c863dc72a6c9512d3d45",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7cb89f7297b66ddf77cea02482980e58761c9afd0d43fdc61ee324ba35a88005",
  "schema": "gridshift.signature/1",
  "signature": "698843162621b37af39f3fb3d018dd96d249b74c44475716f3c7dc61315686445d6e6de6a8bc719322eefe6016ff46876ed57477e527d33e31a7edce93a47d02"
}
