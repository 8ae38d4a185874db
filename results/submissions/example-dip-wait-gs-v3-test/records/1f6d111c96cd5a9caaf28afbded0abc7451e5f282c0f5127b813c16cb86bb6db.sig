{
  "algorithm": "ed25519",
  "content_sha256": "edc2068a5e0beef2d35199fdd65b82a8986ab5cda5f4580a48abce92e3af95d4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1f6d111c96cd5a9caaf28afbded0abc7451e5f282c0f5127b813c16cb86bb6db",
  "schema": "gridshift.signature/1",
  "signature": "d799138c7d6cf6c4b183bd5c7fa736c840f8db367b6c04136b928a3d2af0aa28da0bce199ddd11389e938946c8cc3d72efee9dd4c31a95d8f2ac1275169da604"
}
