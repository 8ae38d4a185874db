{
  "algorithm": "ed25519",
  "content_sha256": "1e1f496d3a040040f2aef3b6c3675340f53e89bd1eb881674d2e53afd09a796b",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0d608cdebca07ab7eb5c83880d3c15e04b56343205a27a4c49e15d69fd482b23",
  "schema": "gridshift.signature/1",
  "signature": "e55194df9858617785f96729baefdfc6a21c0a4633bf5a8a3c8c32e9f46cca7d6c8afbf40fb429f3c0bd9e5fd85d323a38389c77696dfa3cd1ac010c89235f05"
}
