{
  "algorithm": "ed25519",
  "content_sha256": "2d5a40367fb36ec27035d847431c73dc6e553f5865ca2aa4b670e9177980815d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "90ca76389f93ff18389c5aa45a5d2a278ecd95a91dc597f880fa4fc4a966fc53",
  "schema": "gridshift.signature/1",
  "signature": "6dcc1007059ae32b583500fb794df364500ec27d62d58ae76fd1730d9a8f1acbcbcb7e31e1a8b637f3878f7874a2ab819dfcc12535c22fcc6fce204ec9f92a0a"
}
