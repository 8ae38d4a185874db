{
  "algorithm": "ed25519",
  "content_sha256": "d28c4b1fd1326b6b40fec7ba40bf55b092b2babe9f08b7a59fc62c3626ddaf4f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "601e9932b2e1c509fc18c2d83381b8628531a7632e476e735398bcf0a63a7f3a",
  "schema": "gridshift.signature/1",
  "signature": "ed1f4e9a911175176c8fbdf38472f55163448f234521f374545ab7c4dc65b370d4bda2369743265728c3a36963bbd72f68b1526b8f3e75fa224ab461af89710d"
}
