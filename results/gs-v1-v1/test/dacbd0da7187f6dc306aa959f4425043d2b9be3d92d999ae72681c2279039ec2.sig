{
  "algorithm": "ed25519",
  "content_sha256": "ecd11edeba696d8f71be55d27bd9a1357ffbf5fe298cd8f09deece107139cb50",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "dacbd0da7187f6dc306aa959f4425043d2b9be3d92d999ae72681c2279039ec2",
  "schema": "gridshift.signature/1",
  "signature": "c33ce29180ece9bb2686b248b008a35b439285331f7ff29b45d0a2f1918be3a9ccb80d111488b3038332bb7236e9aad74516169e1782b353d789890819468c0c"
}
