{
  "algorithm": "ed25519",
  "content_sha256": "9652fad5e471945b892764f6a1ab999bf3dbe2faf31121dab4d87538311acae2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "f44627979808e46a7e2dc109bd0a1e93500c9b15fd1765171e1d7fccb8ca89a2",
  "schema": "gridshift.signature/1",
  "signature": "131db26d66aa0e60e886d3e1ad57fec9acee6eb8d1aee0e096b7043728b68777ef19a202795d8e4be92b97039aea5c8b6b76510e7d352825e15414300c67cf08"
}
