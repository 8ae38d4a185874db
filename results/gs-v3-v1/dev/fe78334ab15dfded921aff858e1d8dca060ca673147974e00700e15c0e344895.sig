{
  "algorithm": "ed25519",
  "content_sha256": "40b0610b988aef5020cce4dc52163385c622969f5af918cd0f115e1d9496cd9b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "fe78334ab15dfded921aff858e1d8dca060ca673147974e00700e15c0e344895",
  "schema": "gridshift.signature/1",
  "signature": "4b24594ee6395429a6eace099c9e1e767fbecbab9f5e3a8e6aaa559ce2f1c4101b96dd45d015836f42a258771be3604662454b9ab2b1fe57e4d5bcad6e3b4f03"
}
