{
  "algorithm": "ed25519",
  "content_sha256": "3785e4ae886c4a09a094ae7a09a17ed13c73eee86c882348fb6fcb7d35f37214",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5f71587a6ebe6ed5e7d9b299be71d12aa04dae6b5593917117c651f97a786a6c",
  "schema": "gridshift.signature/1",
  "signature": "b3f1bdc8981b7479dd6d8bb0b59444da949a014c242c8cf76bf3c0637a226eaffce20cdae285d6f3cdaca0b0aa7e11b04c4149d58527fd473d85d3cb8faf3501"
}
