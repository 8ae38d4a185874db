{
  "algorithm": "ed25519",
  "content_sha256": "e250c2dc0a09e04705ab01c1631e071d729537d006e9664aa3e4a7962bd1c9ca",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "642ba7ead11036467ec7191681af897671d5f47a20e2fc8cf77f3cd207b2fea0",
  "schema": "gridshift.signature/1",
  "signature": "e07cec10fc4598f9b27d30aa883ace5462334e908b7a94a7b79a07eb70c19873ba52dbb6852c56a5bc9e1939ef0b91955d25abe6b11ec62fac87d42df5ba6a0d"
}
