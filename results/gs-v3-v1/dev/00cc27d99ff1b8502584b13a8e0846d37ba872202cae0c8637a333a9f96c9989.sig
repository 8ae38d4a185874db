{
  "algorithm": "ed25519",
  "content_sha256": "7c31c53cc4e4d70285e3dbc1b28a989065f7ec5da1c0de6eeea7fa6fc5a02b8f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "00cc27d99ff1b8502584b13a8e0846d37ba872202cae0c8637a333a9f96c9989",
  "schema": "gridshift.signature/1",
  "signature": "fe91685d795e7b1a9a6c15792790d25b7926faaf7d382887e2b5565a27e78bff7aeacaf9719c14ffb1181fcaace81e6ec7c4b156d06bb8deca23c96303998b04"
}
