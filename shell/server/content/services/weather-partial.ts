import { escapeHtml } from '@resort/shared/server';
import type { WeatherReport } from '../../../contract';

/**
 * Spec section 7 "weather report partial": the report as an HTML fragment a page block drops in.
 * Every stored text is escaped: the operator's alert wording is data, never markup.
 */
export function weatherPartialHtml(report: WeatherReport): string {
  const e = escapeHtml;
  const alert = report.alert
    ? `<p class="weather-report__alert" role="alert"><strong>${e(report.alert.title)}</strong> ${e(report.alert.message)}</p>`
    : '';
  return [
    `<section class="weather-report" data-resort="${e(report.resortId)}" aria-label="${e(`${report.resortName} weather`)}">`,
    `<h3 class="weather-report__title">${e(report.resortName)}</h3>`,
    alert,
    '<dl class="weather-report__figures">',
    `<dt>Conditions</dt><dd>${e(report.condition)}</dd>`,
    `<dt>Temperature</dt><dd>${report.temperatureF}&#176;F</dd>`,
    `<dt>New snow (24 h)</dt><dd>${report.snow24hIn} in</dd>`,
    `<dt>Base depth</dt><dd>${report.baseDepthIn} in</dd>`,
    `<dt>Lifts open</dt><dd>${report.liftsOpen} of ${report.liftsTotal}</dd>`,
    '</dl>',
    `<p class="weather-report__updated">Updated <time datetime="${e(report.updatedAt)}">${e(report.updatedAt.slice(0, 16).replace('T', ' '))} UTC</time></p>`,
    '</section>',
  ].join('');
}
