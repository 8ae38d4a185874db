{
  "algorithm": "ed25519",
  "content_sha256": "c609f1a2d8edd923f64bf56e1188f096e828163a4ffd866aeaf431c88a562615",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "26f1e90a03d15f63b3112b0ddbd3309ce434dea028d1ba9d92edf122b8ccf711",
  "schema": "gridshift.signature/1",
  "signature": "0287ba914e3915ee9354061d985dc2441eaea6615a4228510c6439cddfedecddedf60a6c1562ac707d227c774a751bcebc8ec343ed4336c8e1dbdef7bf99d80e"
}
