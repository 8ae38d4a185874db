{
  "algorithm": "ed25519",
  "content_sha256": "f81456b6adb245d7659f49ac1237b5a6c48b5999088f4b931afe037b03c3a1e9",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "451288f27cb750cfc171082fe0663c9eddaec9a03dca7ee0916b3356035aa642",
  "schema": "gridshift.signature/1",
  "signature": "664c53156b65f7e965b48954f7e25835a40162b3e7c84f5712410d225d027c6bf8248d74f7c3eb20ced0b8112df768fde21e0931293ee52cd7b82fc6cf58f30e"
}
