{
  "algorithm": "ed25519",
  "content_sha256": "4171ac35fe95211ecf4578a0cb5f510b5ebac42102877c5c9d3bd2574b45fb64",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7c559933d32b8e15bbd612d81e8e53a7ecab1366cc673da748c0d49bd8107b80",
  "schema": "gridshift.signature/1",
  "signature": "6dcd9373be8aeba82ca355a351e41aed790b03423259b85709db2bc7f1e285c923f81b30ccdffba4a967f5d621744d359f57e3bb38e353765c7b19d9dd514b02"
}
