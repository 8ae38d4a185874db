{
  "algorithm": "ed25519",
  "content_sha256": "5589381bc56b4f487a9a21711fdb99594be7a70cb0c4100b0ea5604e9ffcb880",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ca9f7c6868cb67afcf4f181e216175994c4f4b07faf3effaa78bd92b66fcac64",
  "schema": "gridshift.signature/1",
  "signature": "ad4ddf9f4b2d17de6302566d7dd0abd3ad7c605343b0d3f8fff8a93d05f4a728a544ec786f7c88264eb66d93344cc398db235d3920c631285209677ab5497d01"
}
