{
  "algorithm": "ed25519",
  "content_sha256": "85e6bf66ecb491b7453a9203e15ea6c667fd8e0a6d429e22d3d7a99e593d219a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "75107aba77ebed694a1eb8dc0872a3f857067a652f63e2e4b5125993fafa92db",
  "schema": "gridshift.signature/1",
  "signature": "c2b883ab58145ef4bbe524d5d798ee34760e31f3eb05a6ad2a89866e21271f5ec19cc00a2ed393a7372b4e8390aae4ee4cda1fac64376a4347f30812db951a0e"
}
