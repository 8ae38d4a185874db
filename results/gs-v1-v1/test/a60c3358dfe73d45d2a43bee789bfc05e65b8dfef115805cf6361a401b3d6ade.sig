{
  "algorithm": "ed25519",
  "content_sha256": "a7459a48e3523737c9177a229de257ef0a08709177202913e5aabe134bd2c5fc",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "a60c3358dfe73d45d2a43bee789bfc05e65b8dfef115805cf6361a401b3d6ade",
  "schema": "gridshift.signature/1",
  "signature": "5fb6f177f8a95fafdf5f67e10a1a559f09c820559dde854fb46f8bb2d0278ba1503e0870a04b863c6b5a3870cc206b79a58507f6ba00576a52d2f51b9493b109"
}
