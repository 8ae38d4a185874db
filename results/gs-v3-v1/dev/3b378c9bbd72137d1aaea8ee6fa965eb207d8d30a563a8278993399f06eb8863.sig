{
  "algorithm": "ed25519",
  "content_sha256": "4f5f5e22bee7de170e126fb93dd67ad6cd8e0f106425aec02952e1e5ce875ada",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3b378c9bbd72137d1aaea8ee6fa965eb207d8d30a563a8278993399f06eb8863",
  "schema": "gridshift.signature/1",
  "signature": "1070c7c4c4f2fb2da47b540ea470212af6d265ace9e727cb64ec111365dc1348c261d9ba9020197f5a27f7410a95b299e93e503ea09d4a551db9aff0824fb102"
}
