{
  "algorithm": "ed25519",
  "content_sha256": "eff9728d181e89d1d0f7593a7761eb0d1e12dbfc528b903c00dcee5f349be3e5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "41c5d35b2151b2e71bdaba034473da8407f4dd248b634a92540e2aaa066f88a7",
  "schema": "gridshift.signature/1",
  "signature": "ba56a3c4c83b13951f8816be851a28544275874fc2708413ae38c669bc93db09046c43587ef35fc5892bfa77de25367a13c66666caebc12c7b18c4300bcd3809"
}
