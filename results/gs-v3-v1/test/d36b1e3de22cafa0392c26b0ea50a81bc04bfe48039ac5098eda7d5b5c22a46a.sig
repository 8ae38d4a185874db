{
  "algorithm": "ed25519",
  "content_sha256": "50c4fc34bca63340b7171f521cf9db0546583713e6822c236a306a9e53b412cd",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "d36b1e3de22cafa0392c26b0ea50a81bc04bfe48039ac5098eda7d5b5c22a46a",
  "schema": "gridshift.signature/1",
  "signature": "389d101f00e54b513371464dfdf8aee04e7c437a9556893845f7d0e13e61d59fbc8f08d560f02cf486dbd8d1ef95aaceb60886f697d962117313dfa77d64cf01"
}
