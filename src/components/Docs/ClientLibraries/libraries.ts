import {externalLinks} from '@site/src/config/site';

/**
 * The official client libraries (SPEC §2 "Client libraries"). Versions and runtime minimums
 * come from SPEC; Node.js and Go minimums are not given there and follow each runtime's
 * oldest supported release.
 * Registry and repository URLs live with the other external links in src/config/site.ts.
 */
export type ClientLibrary = {
  id: 'node' | 'python' | 'php' | 'ruby' | 'java' | 'go';
  language: string;
  version: string;
  runtime: string;
  install: string;
  registry: {name: string; url: string};
  repositoryUrl: string;
};

export const clientLibraries: readonly ClientLibrary[] = [
  {
    id: 'node',
    language: 'Node.js',
    version: 'v1.2.0',
    runtime: 'Node.js 18+',
    install: 'npm install @agentworks/sdk',
    registry: {name: 'npm', url: externalLinks.clientLibraries.node.registry},
    repositoryUrl: externalLinks.clientLibraries.node.repository,
  },
  {
    id: 'python',
    language: 'Python',
    version: 'v0.9.4',
    runtime: 'Python 3.7+',
    install: 'pip install agentworks',
    registry: {name: 'PyPI', url: externalLinks.clientLibraries.python.registry},
    repositoryUrl: externalLinks.clientLibraries.python.repository,
  },
  {
    id: 'php',
    language: 'PHP',
    version: 'v1.0.2',
    runtime: 'PHP 7.4+',
    install: 'composer require agentworks/agentworks-php',
    registry: {name: 'Packagist', url: externalLinks.clientLibraries.php.registry},
    repositoryUrl: externalLinks.clientLibraries.php.repository,
  },
  {
    id: 'ruby',
    language: 'Ruby',
    version: 'v0.8.1',
    runtime: 'Ruby 2.7+',
    install: 'gem install agentworks',
    registry: {name: 'RubyGems', url: externalLinks.clientLibraries.ruby.registry},
    repositoryUrl: externalLinks.clientLibraries.ruby.repository,
  },
  {
    id: 'java',
    language: 'Java',
    version: 'v0.7.3',
    runtime: 'Java 8+',
    install: 'com.agentworks:agentworks-java:0.7.3',
    registry: {
      name: 'Maven Central',
      url: externalLinks.clientLibraries.java.registry,
    },
    repositoryUrl: externalLinks.clientLibraries.java.repository,
  },
  {
    id: 'go',
    language: 'Go',
    version: 'v0.5.2',
    runtime: 'Go 1.20+',
    install: 'go get github.com/agentworks/agentworks-go',
    registry: {name: 'pkg.go.dev', url: externalLinks.clientLibraries.go.registry},
    repositoryUrl: externalLinks.clientLibraries.go.repository,
  },
];
