{
  "algorithm": "ed25519",
  "content_sha256": "2f38e2baaec36bb451ac9402d3c751231b8caaf278fb6393684fafa11e1d9f20",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3293e03fbdd7e65fec806a5276da952635e1af9afdaf06eff22525585c6d3f11",
  "schema": "gridshift.signature/1",
  "signature": "a259ed9ceaf508de3f279ed970f4e999f2a0c13434120671f39da4161e8d3ae503ab87b096542967fee65d6ab16ba9d218e75567421a44fab002579683f93207"
}
